// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1155Upgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC1155/ERC1155Upgradeable.sol";
import {ERC1155URIStorageUpgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC1155/extensions/ERC1155URIStorageUpgradeable.sol";
import {ERC2981Upgradeable} from "@openzeppelin/contracts-upgradeable/token/common/ERC2981Upgradeable.sol";
import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";

/// @title CreatorEdition
/// @notice A creator's ERC-1155 editions: each token id a numbered edition with its own URI,
/// minted by the owner in any amount, with ERC-2981 royalties. Deployed as clones by the factory.
contract CreatorEdition is ERC1155URIStorageUpgradeable, ERC2981Upgradeable, OwnableUpgradeable {
    string public name;
    string public symbol;
    string private _contractURI;
    /// @notice The id `mintNew` gives next: above every id minted so far, so a new edition never
    /// lands on an existing one (which would change its URI).
    uint256 public nextTokenId;
    /// @notice The edition a batch row minted (0: none yet), by the row's key: the creator's own id
    /// of an item of a batch. A key mints once, so a batch sent again (a retry after a partial
    /// failure, a reloaded page, a second tab, two sends racing) mints only its rows not minted yet.
    mapping(bytes32 key => uint256 tokenId) public tokenOfKey;

    error EmptyBatch();
    error LengthMismatch();

    constructor() {
        _disableInitializers();
    }

    function initialize(
        string calldata name_,
        string calldata symbol_,
        address owner_,
        string calldata contractURI_,
        address royaltyReceiver,
        uint96 royaltyBps
    ) external initializer {
        __ERC1155_init("");
        __Ownable_init(owner_);
        name = name_;
        symbol = symbol_;
        _contractURI = contractURI_;
        nextTokenId = 1;
        if (royaltyReceiver != address(0)) _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// @notice Mints `amount` of edition `id` to `to`, and sets its URI when given.
    function mint(address to, uint256 id, uint256 amount, string calldata tokenURI) external onlyOwner {
        _reserve(id);
        if (bytes(tokenURI).length > 0) _setURI(id, tokenURI);
        _mint(to, id, amount, "");
    }

    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata amounts) external onlyOwner {
        if (ids.length == 0) revert EmptyBatch();
        for (uint256 i = 0; i < ids.length; i++) _reserve(ids[i]);
        _mintBatch(to, ids, amounts, "");
    }

    /// @notice Mints `amounts[i]` of a new edition with URI `uris[i]` each, numbered from
    /// `nextTokenId` on, in one TransferBatch. Answers the first new id.
    function mintNew(address to, uint256[] calldata amounts, string[] calldata uris)
        external
        onlyOwner
        returns (uint256 firstId)
    {
        if (amounts.length == 0) revert EmptyBatch();
        if (amounts.length != uris.length) revert LengthMismatch();
        firstId = nextTokenId;
        uint256[] memory ids = new uint256[](amounts.length);
        for (uint256 i = 0; i < amounts.length; i++) {
            ids[i] = firstId + i;
            _setURI(firstId + i, uris[i]);
        }
        nextTokenId = firstId + amounts.length;
        _mintBatch(to, ids, amounts, "");
    }

    /// @notice `mintNew` for rows with keys: a row whose key has minted already is skipped; the
    /// rest become new editions numbered on, in one TransferBatch (none when every row was minted).
    /// Returns how many editions were minted.
    function mintNewOnce(address to, uint256[] calldata amounts, string[] calldata uris, bytes32[] calldata keys)
        external
        onlyOwner
        returns (uint256 minted)
    {
        if (amounts.length == 0) revert EmptyBatch();
        if (amounts.length != uris.length || amounts.length != keys.length) revert LengthMismatch();
        uint256[] memory ids = new uint256[](amounts.length);
        uint256[] memory values = new uint256[](amounts.length);
        for (uint256 i = 0; i < amounts.length; i++) {
            if (tokenOfKey[keys[i]] != 0) continue;
            uint256 id = nextTokenId++;
            tokenOfKey[keys[i]] = id;
            _setURI(id, uris[i]);
            ids[minted] = id;
            values[minted] = amounts[i];
            ++minted;
        }
        if (minted == 0) return 0;
        // Only the editions minted now: shorten the arrays in place.
        assembly ("memory-safe") {
            mstore(ids, minted)
            mstore(values, minted)
        }
        _mintBatch(to, ids, values, "");
    }

    /// @notice The edition each row key minted, 0 for a key not minted yet.
    function tokensOfKeys(bytes32[] calldata keys) external view returns (uint256[] memory tokenIds) {
        tokenIds = new uint256[](keys.length);
        for (uint256 i = 0; i < keys.length; i++) tokenIds[i] = tokenOfKey[keys[i]];
    }

    /// @dev Keeps `nextTokenId` above an id minted by number (the highest id excepted: no overflow).
    function _reserve(uint256 id) private {
        if (id >= nextTokenId && id < type(uint256).max) nextTokenId = id + 1;
    }

    function setTokenURI(uint256 id, string calldata tokenURI) external onlyOwner {
        _setURI(id, tokenURI);
    }

    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    function uri(uint256 id) public view override(ERC1155URIStorageUpgradeable) returns (string memory) {
        return super.uri(id);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC1155Upgradeable, ERC2981Upgradeable)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
